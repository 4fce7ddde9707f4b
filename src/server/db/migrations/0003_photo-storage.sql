CREATE TABLE "stored_file_chunks" (
	"storage_key" text NOT NULL,
	"chunk_index" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunks_storage_key_chunk_index_pk" PRIMARY KEY("storage_key","chunk_index")
);
